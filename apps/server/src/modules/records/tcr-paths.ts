/** The holder's page of a personal application, where a message about it leads. */
export const detailPathOf = (ref: string) => `/my-account/tcr/detail?id=${ref}`;
