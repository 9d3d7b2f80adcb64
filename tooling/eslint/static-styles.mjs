/**
 * styled-components keeps a component's CSS once, when every interpolation is a value; one function
 * makes the component dynamic, and its CSS is rebuilt and hashed on every render of every instance.
 * The theme never changes at run time, so its tokens are interpolated as values.
 */
export const themeFunctionInStyles = {
  selector:
    "TaggedTemplateExpression > TemplateLiteral > ArrowFunctionExpression[params.length=1][params.0.type='ObjectPattern'][params.0.properties.length=1][params.0.properties.0.key.name='theme']",
  message:
    "Interpolate the imported theme's token (`${theme.colors.text}`): a `({ theme }) =>` function makes the component's styles dynamic, rebuilt on every render.",
};
