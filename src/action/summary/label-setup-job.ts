// The label set-up as the action's job (`workflow_dispatch` with `setup-labels`): create what is missing, then the
// log, the job summary and the exit code. A dry run only says what it would create.
import { labelsTheActionUses } from '../settings/label-set.js';
import type { ActionSettings } from '../settings/inputs.js';
import type { IssueGateway } from '../github/gateway.js';
import type { Runner } from './runner-port.js';
import { setUpLabels } from '../apply/label-setup.js';

/**
 * Sets the labels up and reports it; fails the job when GitHub refused a label (the token may not create labels).
 * @param runner where logs, outputs and the summary go
 * @param settings validated inputs (label names, dry run)
 * @param gateway the API, on first use
 * @param headline what was dispatched
 */
export async function runLabelSetupJob(runner: Runner, settings: ActionSettings, gateway: () => Promise<IssueGateway>, headline: string): Promise<void> {
  const specs = labelsTheActionUses(settings);
  const api = await gateway();
  const setup = settings.dryRun
    ? await api
        .findRepoLabels(
          specs.map((spec) => spec.name),
          { listing: true },
        )
        .then((present) => ({
          created: [],
          existing: specs.filter((spec) => present.has(spec.name.toLowerCase())).map((spec) => spec.name),
          refused: [],
          wouldCreate: specs.filter((spec) => !present.has(spec.name.toLowerCase())).map((spec) => spec.name),
        }))
    : { ...(await setUpLabels(api, specs)), wouldCreate: [] as string[] };
  const list = (names: string[]) => (names.length === 0 ? 'none' : names.map((name) => `\`${name.replace(/`/g, "'")}\``).join(', '));
  const lines = [
    `## vllm-triage${settings.dryRun ? ' (dry run: nothing was written)' : ''}`,
    '',
    headline,
    '',
    `- already there: ${list(setup.existing)}`,
    settings.dryRun ? `- would be created: ${list(setup.wouldCreate)}` : `- created: ${list(setup.created)}`,
    ...setup.refused.map((refusal) => `- not created: \`${refusal.label}\`: ${refusal.why}`),
  ];
  for (const line of lines.slice(4)) runner.info(line.slice(2));
  await runner.appendSummary(lines.join('\n') + '\n');
  // Repository labels, not labels on an issue: their own output (labels-added stays empty, no issue was labelled).
  runner.setOutput('labels-created', setup.created.join(','));
  if (settings.dryRun)
    runner.notice(
      `Dry run, nothing was written. It would have created ${setup.wouldCreate.length === 0 ? 'no label' : `the labels ${setup.wouldCreate.map((name) => `"${name}"`).join(', ')}`}.`,
    );
  if (setup.refused.length > 0) runner.setFailed(setup.refused.map((refusal) => `label "${refusal.label}" was not created: ${refusal.why}`).join('\n'));
}
