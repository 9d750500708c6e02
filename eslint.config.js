// Lint: no copy in code, and no file too long to hold in mind. Every string a visitor can read comes
// from site/, so JSX text and the attributes people read (aria-label, alt, title, placeholder) may not
// be literals in the renderer. One concept per file: every source file, tests included, stays within
// 250 lines; generated files are written by scripts and are exempt.
import react from 'eslint-plugin-react'
import tseslint from 'typescript-eslint'

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', '.node24/**', 'schema/generated/**'] },
  {
    files: ['**/*.{ts,tsx,js}'],
    ignores: ['**/generated/**'],
    languageOptions: { parser: tseslint.parser },
    rules: { 'max-lines': ['error', { max: 250 }] },
  },
  {
    files: ['renderer/**/*.tsx'],
    ignores: ['renderer/**/*.test.tsx'],
    languageOptions: { parser: tseslint.parser },
    plugins: { react },
    rules: {
      'react/jsx-no-literals': ['error', { noStrings: false, ignoreProps: true }],
      'no-restricted-syntax': [
        'error',
        {
          selector: 'JSXAttribute[name.name=/^(aria-label|alt|title|placeholder|aria-description)$/] > Literal',
          message: 'Text people read comes from site/, not from code: pass it in from the data.',
        },
        {
          selector: 'JSXElement > JSXExpressionContainer > Literal[value=/[A-Za-z]/]',
          message: 'Text people read comes from site/, not from code: pass it in from the data.',
        },
      ],
    },
  },
)
