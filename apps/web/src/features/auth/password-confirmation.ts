import { z } from 'zod';

export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match.';

/** Adds a confirmPassword field that must repeat `password`; the rules stay the shared schema's. */
export function withPasswordConfirmation<TShape extends { password: z.ZodType<string> }>(schema: z.ZodObject<TShape>) {
  return (
    schema
      .extend({ confirmPassword: z.string().min(1, 'Confirm your password.') })
      // Generic shapes defeat zod's inference here; both fields are strings by construction.
      .refine(
        (values) => {
          const { password, confirmPassword } = values as { password: string; confirmPassword: string };
          return password === confirmPassword;
        },
        {
          path: ['confirmPassword'],
          message: PASSWORDS_DO_NOT_MATCH,
        },
      )
  );
}
