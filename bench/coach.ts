// A coach signed up on a bench's product server, as the app's local sign-up does it.

/** The token triple of a new coach (`email`), what a signed-in browser carries in localStorage 'auth'. */
export async function signUpCoach(url: string, email: string): Promise<{ accessToken: string }> {
  const signup = await fetch(`${url}/apiv2/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'a long enough password', name: 'Bench Coach' }),
  });
  if (signup.status !== 201) throw new Error(`sign-up failed: ${signup.status}`);
  return (await signup.json()) as { accessToken: string };
}
