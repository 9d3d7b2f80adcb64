/**
 * The first locale-sensitive formatting a page does loads ICU's locale data: 14–18 ms of main
 * thread on the test machine (four times that on Lighthouse's phone). Done at module load (an Intl
 * formatter, `toLocale…String`, `localeCompare`), it lands in the start-up of every first visit,
 * whether or not the page formats anything. A class's instance fields run per instance, not at
 * load.
 */
export const localeFormattingAtModuleLoad = {
  selector: [
    ":matches(NewExpression, CallExpression)[callee.object.name='Intl']",
    'CallExpression[callee.property.name=/^(toLocale(Date|Time)?String|localeCompare)$/]',
  ]
    .map((call) => `${call}:not(:function *, PropertyDefinition[static=false] *)`)
    .join(', '),
  message:
    'Format on first use (`format ??= new Intl.…`), not at module load: the first locale formatting costs every first visit ~15 ms of start-up loading ICU data.',
};
