import type { Highs, ModelData } from 'highs';

/** A linear expression: coefficient and variable name pairs. */
export type Terms = [number, string][];

export interface Row {
  terms: Terms;
  sense: '<=' | '>=' | '=';
  rhs: number;
}

/** A 0-1 program by variable names; `columns` fixes their order. */
export interface BinaryProgram {
  maximize: Terms;
  rows: Row[];
  columns: string[];
}

/** The program as HiGHS model data (rows packed as CSR), columns in `program.columns` order. */
export function modelData(program: BinaryProgram, highs: Highs): ModelData {
  const { columns, rows } = program;
  const column = new Map(columns.map((name, j) => [name, j]));
  const colCost = new Float64Array(columns.length);
  for (const [coefficient, name] of program.maximize) colCost[column.get(name)!]! += coefficient;
  const starts = [0];
  const indices: number[] = [];
  const values: number[] = [];
  for (const row of rows) {
    for (const [coefficient, name] of row.terms) {
      indices.push(column.get(name)!);
      values.push(coefficient);
    }
    starts.push(indices.length);
  }
  const { infinity } = highs;
  return {
    numCols: columns.length,
    numRows: rows.length,
    sense: highs.constants.objectiveSense.maximize,
    colCost,
    colLower: new Float64Array(columns.length),
    colUpper: new Float64Array(columns.length).fill(1),
    rowLower: Float64Array.from(rows, (row) => (row.sense === '<=' ? -infinity : row.rhs)),
    rowUpper: Float64Array.from(rows, (row) => (row.sense === '>=' ? infinity : row.rhs)),
    matrix: {
      format: 'csr',
      numRows: rows.length,
      numCols: columns.length,
      starts: Int32Array.from(starts),
      indices: Int32Array.from(indices),
      values: Float64Array.from(values),
    },
    integrality: new Int32Array(columns.length).fill(highs.constants.variableType.integer),
  };
}
