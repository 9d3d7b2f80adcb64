/**
 * The first locale-sensitive formatting a page does loads ICU's locale data: 14–18 ms of main
 * thread on the test machine (four times that on Lighthouse's phone). Done at module load (an Intl
 * formatter, `toLocale…String`), it lands in the start-up of every first visit,
 * whether or not the page formats anything. A class's instance fields run per instance, not at
 * load.
 */
export const localeFormattingAtModuleLoad = {
  selector: [
    ":matches(NewExpression, CallExpression)[callee.object.name='Intl']",
    'CallExpression[callee.property.name=/^toLocale(Date|Time)?String$/]',
  ]
    .map((call) => `${call}:not(:function *, PropertyDefinition[static=false] *)`)
    .join(', '),
  message:
    'Format on first use (`format ??= new Intl.…`), not at module load: the first locale formatting costs every first visit ~15 ms of start-up loading ICU data.',
};

/**
 * `localeCompare` and `Intl.Collator` load ICU's collation data on first use (~14 ms, measured in
 * the middle of Discover's rows), and nothing this app sorts needs it: days and codes order as
 * text, times by their value, and display names have `compareNames`.
 */
export const localeCollation = {
  selector: [
    "CallExpression[callee.property.name='localeCompare']",
    "CallExpression[callee.property.value='localeCompare']",
    ":matches(NewExpression, CallExpression)[callee.object.name='Intl'][callee.property.name='Collator']",
  ].join(', '),
  message:
    "Not `localeCompare` or `Intl.Collator` (their first use loads ICU's collation data, ~14 ms): compare ISO days and codes with `<`, times by value, display names with shared-core's `compareNames`.",
};
