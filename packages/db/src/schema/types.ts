import { customType } from 'drizzle-orm/pg-core';

/** Case-insensitive e-mail columns (the citext extension is enabled by the first migration). */
export const citext = customType<{ data: string }>({ dataType: () => 'citext' });
