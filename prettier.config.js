// House style (docs/house-style.md "Format"): single quotes, no semicolons, trailing
// commas, width 100.
export default {
  singleQuote: true,
  semi: false,
  trailingComma: 'all',
  printWidth: 100,
}
