import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface OpenApiOperation {
  tags?: string[];
  summary?: string;
  description?: string;
  security?: Array<Record<string, unknown>>;
  'x-api-key-scope'?: string;
  parameters?: Array<{ in: string; name: string; required?: boolean; schema?: JsonSchema }>;
  requestBody?: { content: Record<string, { schema?: JsonSchema }> };
  responses?: Record<
    string,
    { description?: string; content?: Record<string, { schema?: JsonSchema }> }
  >;
}

export interface JsonSchema {
  type?: string | string[];
  description?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  minItems?: number;
  maxItems?: number;
  maxLength?: number;
  format?: string;
}

export interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string; description?: string };
  paths: Record<string, Record<string, OpenApiOperation>>;
}

/** GET /openapi.json: the API's own description of itself, generated from its schemas. */
export async function getOpenApi(signal?: AbortSignal): Promise<OpenApiDocument> {
  return api.get<OpenApiDocument>('/openapi.json', signal);
}

export function useOpenApi() {
  return useQuery({ queryKey: ['openapi'], queryFn: ({ signal }) => getOpenApi(signal) });
}
