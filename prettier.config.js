// Prettier, set to the style the code was written in: single quotes, trailing commas, long lines (the code keeps a
// call, a table row or a message on one line up to about 160 characters rather than wrapping it).
/** @type {import('prettier').Config} */
export default {
  singleQuote: true,
  trailingComma: 'all',
  printWidth: 160,
};
