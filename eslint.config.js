// Lint for the renderer: no copy in code. Every string a visitor can read comes from site/, so JSX
// text and the attributes people read (aria-label, alt, title, placeholder) may not be literals.
import react from 'eslint-plugin-react'
import tseslint from 'typescript-eslint'

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', '.node24/**', 'schema/generated/**'] },
  {
    files: ['renderer/**/*.tsx'],
    ignores: ['renderer/**/*.test.tsx'],
    languageOptions: { parser: tseslint.parser },
    plugins: { react },
    rules: {
      'react/jsx-no-literals': ['error', { noStrings: false, ignoreProps: true }],
      'no-restricted-syntax': ['error', {
        selector: 'JSXAttribute[name.name=/^(aria-label|alt|title|placeholder|aria-description)$/] > Literal',
        message: 'Text people read comes from site/, not from code: pass it in from the data.',
      }, {
        selector: 'JSXElement > JSXExpressionContainer > Literal[value=/[A-Za-z]/]',
        message: 'Text people read comes from site/, not from code: pass it in from the data.',
      }],
    },
  },
)
