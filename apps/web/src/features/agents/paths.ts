/** The feature's pages, for its own links. */
export const AGENT_PATHS = {
  agents: '/my-account/agents',
  detail: '/my-account/agents/detail',
  generate: '/my-account/invitation-code/generate',
  enter: '/my-account/invitation-code/enter',
  actingFor: '/my-account/acting-for',
  apply: '/my-account/vehicle-application',
  decide: '/my-account/vehicle-authorization',
} as const;

/** What the agent's page tells My agents after the owner ended an agent (the navigation's state). */
export interface EndedAgent {
  name: string;
  mode: 'terminate' | 'remove';
}
