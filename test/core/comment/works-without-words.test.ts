// When the comment relays the reporter's own check ("it works without X"), X is quoted as the reporter wrote it,
// never replaced by a connector class name they did not write. Fixtures written here in that shape.
import { describe, expect, it } from 'vitest';
import { triage } from '../../../src/core/triage.js';

const SEED = '```\nERROR 09-02 14:11:07 [core.py:1346] ValueError: Request chatcmpl-9-a1b2c3d4 is not in _unfinished_requests\n```';

describe("the reporter's check is relayed in the reporter's words", () => {
  it.each([
    ['without a product name', 'Everything works fine without LMCache.', '`without LMCache`', 'LMCacheConnectorV1'],
    ['before enabling', 'The same load ran fine before we enabled the Mooncake store.', '`before we enabled the Mooncake store`', 'MooncakeStoreConnector'],
    ['disabling, in lower case', 'when i disable the kv offloading the crash goes away', '`when i disable the kv offloading`', 'OffloadingConnector'],
    ['with it turned off', 'With nixl turned off it runs fine for hours', '`With nixl turned off`', 'NixlConnector'],
  ])('should quote what was left out as written (%s)', (_name, said, quoted, className) => {
    const config = `\`\`\`\n--kv-transfer-config '{"kv_connector":"${className}","kv_role":"kv_both"}'\n\`\`\``;
    const comment = triage({ body: `${SEED}\n\n${config}\n\n${said}` }).comment ?? '';
    const line = comment.split('\n').find((text) => text.startsWith('**You already found**')) ?? '';
    expect(line).toContain(quoted);
    expect(line).not.toContain(`without \`${className}\``);
  });
});
