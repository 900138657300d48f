import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { apiDocument } from '../../src/api/app';
import { api, type Reply } from './http';

/**
 * Every answer a test gets, checked against the OpenAPI document the Worker serves: the route
 * must be in it, the status among the route's answers, the content type among that answer's, and
 * a JSON body valid against its schema (ajv, JSON Schema 2020-12 as OpenAPI 3.1 uses). Each
 * problem is kept, so a test can assert there were none and say which answer broke the contract.
 */

interface Operation {
  method: string;
  template: string;
  pattern: RegExp;
  /** Literal segments: a path of more literal segments is the better match (`/devices` before `/{id}`). */
  literals: number;
  responses: Record<string, { content?: Record<string, { schema: object }> }>;
}

type Doc = { paths: Record<string, Record<string, { responses: Operation['responses'] }>>; components: object };

const DOC_ID = 'https://pbm.test/openapi.json';

/** The document with its references made absolute, so that any of its schemas compiles alone. */
function absolute(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(absolute);
  if (node === null || typeof node !== 'object') return node;
  return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, k === '$ref' && typeof v === 'string' && v.startsWith('#') ? `${DOC_ID}${v}` : absolute(v)]));
}

export class Contract {
  readonly problems: string[] = [];
  /** `METHOD template status` of every answer checked, to show which routes and answers a test reached. */
  readonly seen = new Set<string>();
  readonly operations: Operation[];
  private readonly ajv = new Ajv2020({ strict: false, allErrors: false });
  private readonly validators = new Map<object, ValidateFunction>();

  constructor(readonly doc: Doc = absolute(apiDocument()) as Doc) {
    addFormats(this.ajv);
    this.ajv.addSchema({ $id: DOC_ID, components: doc.components });
    this.operations = Object.entries(doc.paths).flatMap(([template, methods]) =>
      Object.entries(methods).map(([method, op]) => {
        const segments = template.split('/');
        const pattern = new RegExp(`^${segments.map((s) => (s.startsWith('{') ? '[^/]+' : s.replace(/[.*+?^$()|[\]\\]/g, '\\$&'))).join('/')}$`);
        return { method: method.toUpperCase(), template, pattern, literals: segments.filter((s) => !s.startsWith('{')).length, responses: op.responses };
      }),
    );
  }

  /** The documented operation a request reaches, or undefined. */
  operation(method: string, path: string): Operation | undefined {
    const bare = new URL(path, 'https://pbm.test').pathname;
    return this.operations.filter((o) => o.method === method && o.pattern.test(bare)).sort((a, b) => b.literals - a.literals)[0];
  }

  /** Checks one answer; returns its problems (also kept in `problems`). */
  check(method: string, path: string, reply: Reply): string[] {
    const found: string[] = [];
    const where = `${method} ${path} → ${reply.status}`;
    const op = this.operation(method, path);
    if (!op) return this.keep([`${where}: no such operation in the document`]);
    this.seen.add(`${method} ${op.template} ${reply.status}`);
    const answer = op.responses[String(reply.status)];
    if (!answer) return this.keep([`${where}: status not among the documented answers (${Object.keys(op.responses).join(', ')})`]);
    if (!answer.content) return this.keep(reply.body === '' || reply.body === undefined ? [] : [`${where}: documented with no body, but it has one`]);
    const type = (reply.headers.get('content-type') ?? '').split(';')[0].trim();
    const media = answer.content[type];
    if (!media) return this.keep([`${where}: content type "${type}" is not among ${Object.keys(answer.content).join(', ')}`]);
    let validate = this.validators.get(media.schema);
    if (!validate) {
      validate = this.ajv.compile(media.schema);
      this.validators.set(media.schema, validate);
    }
    const body = type === 'application/json' ? reply.body : String(reply.body);
    if (!validate(body)) {
      const errors = (validate.errors ?? []).slice(0, 5).map((e) => `${e.instancePath || '(body)'} ${e.message} ${JSON.stringify(e.params)}`);
      found.push(`${where}: body does not match the schema: ${errors.join('; ')} — ${JSON.stringify(reply.body).slice(0, 300)}`);
    }
    return this.keep(found);
  }

  private keep(found: string[]): string[] {
    this.problems.push(...found);
    return found;
  }

  /** `api()` (tests/support/http.ts), with the answer checked. */
  async request<T = any>(method: string, path: string, opts: Parameters<typeof api>[2] = {}): Promise<Reply<T>> {
    const reply = await api<T>(method, path, opts);
    this.check(method, path, reply);
    return reply;
  }
}
