// Validates an event payload against GitHub's webhook schema for its kind (`@octokit/openapi-webhooks`, OpenAPI 3.1).
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { WebhookKind } from './webhook-payloads.js';

const require = createRequire(import.meta.url);
const COMPONENTS_ID = 'https://api.github.com/webhooks-components.json';
let ajv: Ajv2020 | null = null;
const compiled = new Map<WebhookKind, ValidateFunction>();

/** The component schema name of a kind: `issue_comment.created` → `webhook-issue-comment-created`. */
function schemaNameOf(kind: WebhookKind): string {
  return `webhook-${kind.replace('.', '-').replace('_', '-')}`;
}

function webhookAjv(): Ajv2020 {
  if (ajv) return ajv;
  const path = require.resolve('@octokit/openapi-webhooks/generated/api.github.com.json');
  const document = JSON.parse(readFileSync(path, 'utf8')) as { components: unknown };
  ajv = new Ajv2020({ strict: false, logger: false, allErrors: true, inlineRefs: false, validateFormats: false });
  ajv.addSchema({ $id: COMPONENTS_ID, components: document.components });
  return ajv;
}

/**
 * The schema errors of a payload (empty when it fits GitHub's webhook schema).
 * @param kind which webhook the payload claims to be
 * @param payload the event payload, as written to `GITHUB_EVENT_PATH`
 */
export function webhookSchemaErrors(kind: WebhookKind, payload: unknown): string[] {
  let validate = compiled.get(kind);
  if (!validate) {
    validate = webhookAjv().compile({ $ref: `${COMPONENTS_ID}#/components/schemas/${schemaNameOf(kind)}` });
    compiled.set(kind, validate);
  }
  if (validate(payload)) return [];
  return (validate.errors ?? []).map((error) => `${error.instancePath || '(root)'} ${error.message ?? 'is invalid'} ${JSON.stringify(error.params)}`);
}
