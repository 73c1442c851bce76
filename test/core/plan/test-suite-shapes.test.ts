// A connector project's own CI or test-suite report, in the shapes that slipped past the test-suite reading: the
// failing test named only in the title, the test ids only in a later comment, a traceback raised in the project's own
// test file (an absolute runner path), pytest's summary row quoted in prose. Each gets the label only, with its reason;
// a user's deployment report in the same repository keeps its comment. Fixtures written here in those shapes.
import { describe, expect, it } from 'vitest';
import { triage } from '../../../src/core/triage.js';
import type { TriageInput } from '../../../src/core/extract/types.js';

const REPOSITORY = 'LMCache/LMCache';
const fenced = (...lines: string[]): string => ['```', ...lines, '```'].join('\n');

/** A crash in the connector package's own code, with its final exception: the bot would give it the short comment. */
const packageCrash = fenced(
  'Traceback (most recent call last):',
  '  File "/opt/venv/lib/python3.11/site-packages/lmcache/v1/storage_backend/local_disk_backend.py", line 212, in submit_put_task',
  '    self.evict_until(size)',
  '  File "/opt/venv/lib/python3.11/site-packages/lmcache/v1/storage_backend/local_disk_backend.py", line 148, in evict_until',
  '    raise RuntimeError("disk quota exceeded while evicting")',
  'RuntimeError: disk quota exceeded while evicting',
);

/** The same crash raised through a test of the project's own suite, on a CI runner (an absolute path). */
const testCrash = fenced(
  'Traceback (most recent call last):',
  '  File "/home/runner/work/LMCache/LMCache/tests/v1/storage_backend/test_local_disk.py", line 77, in test_evict_roundtrip',
  '    backend.submit_put_task(key, obj)',
  '  File "/home/runner/work/LMCache/LMCache/lmcache/v1/storage_backend/local_disk_backend.py", line 148, in evict_until',
  '    raise RuntimeError("disk quota exceeded while evicting")',
  'RuntimeError: disk quota exceeded while evicting',
);

const SHAPES: { name: string; input: TriageInput }[] = [
  {
    name: 'the failing test named only in the title',
    input: { title: 'Flaky: tests/v1/storage_backend/test_local_disk.py::test_evict_roundtrip', body: `Seen twice this week.\n\n${packageCrash}` },
  },
  {
    name: 'the test ids only in a later comment by the reporter',
    input: {
      title: 'Disk backend eviction error',
      body: `Hit this on my branch.\n\n${packageCrash}`,
      author: 'dev-one',
      comments: [
        {
          id: 1,
          author: 'dev-one',
          authorAssociation: 'CONTRIBUTOR',
          body: fenced(
            'FAILED tests/v1/storage_backend/test_local_disk.py::test_evict_roundtrip - RuntimeError: disk quota exceeded',
            '1 failed, 212 passed in 93.10s',
          ),
        },
      ],
    },
  },
  {
    name: "a traceback raised in the project's own test file on a runner, called flaky",
    input: { title: 'Eviction test is flaky', body: `This one fails about one run in five in CI.\n\n${testCrash}` },
  },
  {
    name: 'a GitHub Actions job named beside the test file',
    input: {
      title: 'unit tests red on main',
      body: `The GitHub Actions job \`unit-tests (3.11)\` is red since yesterday at tests/v1/test_cache_engine.py.\n\n${packageCrash}`,
    },
  },
  {
    name: 'a Buildkite step and an assertion from the test code',
    input: {
      title: 'cache engine test broken',
      body: [
        'The `gpu-unit` Buildkite step stopped passing after the allocator change.',
        '',
        fenced(
          'Traceback (most recent call last):',
          '  File "/workdir/tests/v1/test_cache_engine.py", line 140, in test_retrieve_after_put',
          '    assert retrieved == stored',
          'AssertionError',
        ),
        '',
        packageCrash,
      ].join('\n'),
    },
  },
  {
    name: 'a test function named in the title, failing intermittently',
    input: { title: 'test_retrieve_after_put fails intermittently', body: `Only on the GPU runner.\n\n${packageCrash}` },
  },
];

describe("a connector project's own CI or test-suite report gets the label only", () => {
  it.each(SHAPES)('should withhold the comment: $name', ({ input }) => {
    const plan = triage({ ...input, repository: REPOSITORY });
    expect(plan.comment).toBeNull();
    expect(plan.report.speech?.silence).toBe('test-suite');
  });
});

describe("near misses: a user's deployment report keeps its comment", () => {
  const NEAR: { name: string; input: TriageInput }[] = [
    { name: 'the crash alone', input: { title: 'Disk backend eviction error', body: packageCrash } },
    {
      name: 'a maintainer asking for one test to be run',
      input: {
        title: 'Disk backend eviction error',
        body: packageCrash,
        author: 'user-two',
        comments: [
          {
            id: 2,
            author: 'keeper',
            authorAssociation: 'MEMBER',
            body: 'Could you run `pytest tests/v1/storage_backend/test_local_disk.py::test_evict_roundtrip` on that host?',
          },
        ],
      },
    },
    { name: "a user's own script named test_", input: { title: 'Eviction error when I run my test_load.py script', body: packageCrash } },
    { name: 'CI named without a test', input: { title: 'Disk backend eviction error in our CI cluster', body: packageCrash } },
  ];
  it.each(NEAR)('should still speak: $name', ({ input }) => {
    expect(triage({ ...input, repository: REPOSITORY }).comment).not.toBeNull();
  });
});
