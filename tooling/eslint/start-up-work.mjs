/**
 * The first Intl formatter a page builds loads ICU's locale data: 14–18 ms of main thread on the
 * test machine (four times that on Lighthouse's phone). Built at module load, it lands in the
 * start-up of every first visit, whether or not the page formats anything.
 */
export const intlFormatterAtModuleLoad = {
  selector: "NewExpression[callee.object.name='Intl']:not(:function NewExpression)",
  message:
    'Build the Intl formatter on first use (`format ??= new Intl.…`): at module load its locale data costs every first visit ~15 ms of start-up.',
};
