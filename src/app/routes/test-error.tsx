/** /test_error: throws on purpose, to show the route error screen (spec §2). */
export default function TestErrorRoute(): never {
  throw new Error('This is a test error thrown by /test_error.');
}
