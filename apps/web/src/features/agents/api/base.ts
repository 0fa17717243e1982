/** The users service, where the agent and vehicle application calls live. */
export const USERS = 'rest/users/api/v1/publ';
