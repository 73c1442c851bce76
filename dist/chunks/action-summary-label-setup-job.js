#!/usr/bin/env node
import { createRequire as __vtCreateRequire } from 'node:module';
const require = __vtCreateRequire(import.meta.url);
import {
  labelsTheActionUses,
  setUpLabels
} from "./shared-action-apply-explain-failure.js";
import "./shared-core-catalog-source-index.js";
import "./shared-core-catalog-page-links.js";
import "./shared-runtime.js";

// src/action/summary/label-setup-job.ts
async function runLabelSetupJob(runner, settings, gateway, headline) {
  const specs = labelsTheActionUses(settings);
  const api = await gateway();
  const setup = settings.dryRun ? await api.findRepoLabels(
    specs.map((spec) => spec.name),
    { listing: true }
  ).then((present) => ({
    created: [],
    existing: specs.filter((spec) => present.has(spec.name.toLowerCase())).map((spec) => spec.name),
    refused: [],
    wouldCreate: specs.filter((spec) => !present.has(spec.name.toLowerCase())).map((spec) => spec.name)
  })) : { ...await setUpLabels(api, specs), wouldCreate: [] };
  const list = (names) => names.length === 0 ? "none" : names.map((name) => `\`${name.replace(/`/g, "'")}\``).join(", ");
  const lines = [
    `## vllm-triage${settings.dryRun ? " (dry run: nothing was written)" : ""}`,
    "",
    headline,
    "",
    `- already there: ${list(setup.existing)}`,
    settings.dryRun ? `- would be created: ${list(setup.wouldCreate)}` : `- created: ${list(setup.created)}`,
    ...setup.refused.map((refusal) => `- not created: \`${refusal.label}\`: ${refusal.why}`)
  ];
  for (const line of lines.slice(4)) runner.info(line.slice(2));
  await runner.appendSummary(lines.join("\n") + "\n");
  runner.setOutput("labels-created", setup.created.join(","));
  if (settings.dryRun)
    runner.notice(
      `Dry run, nothing was written. It would have created ${setup.wouldCreate.length === 0 ? "no label" : `the labels ${setup.wouldCreate.map((name) => `"${name}"`).join(", ")}`}.`
    );
  if (setup.refused.length > 0) runner.setFailed(setup.refused.map((refusal) => `label "${refusal.label}" was not created: ${refusal.why}`).join("\n"));
}
export {
  runLabelSetupJob
};
//# sourceMappingURL=action-summary-label-setup-job.js.map
