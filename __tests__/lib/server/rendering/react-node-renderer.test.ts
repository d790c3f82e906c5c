import { execFileSync } from 'node:child_process';

describe('renderWithReactNodeBuild', () => {
  it('gives Next React’s Node.js renderer where it asks for the edge one, rendering the same page', () => {
    const answer = JSON.parse(execFileSync(process.execPath, ['--import', 'tsx', '__tests__/helpers/react-node-renderer-probe.ts'], { encoding: 'utf8' })) as Record<string, string | boolean>;
    expect(answer.before).toMatch(/react-dom\/server\.edge\.js$/);
    expect(answer.after).toBe(answer.node);
    expect(answer.same).toBe(true);
    expect(answer.html).toBe('<p class="body" title="Kia ora">Tēnā koe</p><script nonce="abc" id="_R_">void 0</script>');
  });
});
