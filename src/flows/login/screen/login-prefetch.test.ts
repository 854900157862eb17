import { loginPrefetch } from './login-prefetch';

describe('loginPrefetch', () => {
  it('names modules that exist: every loader resolves', async () => {
    const modules = await Promise.all(loginPrefetch.map((load) => load()));
    expect(modules).toHaveLength(loginPrefetch.length);
    for (const module of modules) expect(module).toBeTypeOf('object');
  });
});
