// House style (style.md §6): single quotes, no semicolons, trailing commas, width 100.
export default {
  singleQuote: true,
  semi: false,
  trailingComma: 'all',
  printWidth: 100,
}
