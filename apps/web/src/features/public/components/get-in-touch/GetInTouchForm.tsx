import { Button, NumberInput, Stack, Textarea, TextInput } from '@mantine/core';
import { GET_IN_TOUCH_HONEYPOT_FIELD, GET_IN_TOUCH_NEED_MAX, ZGetInTouchFieldsSchema, type TGetInTouchFields } from '@procura/shared';
import { useState } from 'react';
import { ApiError } from '../../../../lib/api-error';
import { placeServerErrors, useSchemaForm } from '../../../../lib/forms/schema-form';
import { FormAlert } from '../../../auth';
import { useGetInTouchFormToken, useSendGetInTouch } from '../../queries';
import { HoneypotField } from '../registration/HoneypotField';
import { messageOf } from '../registration/step-form';

const EMPTY: TGetInTouchFields = { name: '', company: '', email: '', phone: '', need: '', propertiesCount: '' };

/**
 * The public get-in-touch form (docs/product.md "Get in touch"): validated here with the schema
 * the API uses. The form's signed load time and the hidden honeypot travel with it, so the
 * server can tell a script from a person without asking the person anything.
 */
export function GetInTouchForm({ onSent }: { onSent: (message: string) => void }) {
  const form = useSchemaForm(ZGetInTouchFieldsSchema, EMPTY);
  const token = useGetInTouchFormToken();
  const send = useSendGetInTouch();
  const [honeypot, setHoneypot] = useState('');
  const [error, setError] = useState<string | null>(null);

  const onSubmit = form.onSubmit(async (values) => {
    setError(null);
    try {
      const formToken = token.data?.formToken ?? (await token.refetch()).data?.formToken ?? '';
      const sent = await send.mutateAsync({ ...values, formToken, ...(honeypot ? { [GET_IN_TOUCH_HONEYPOT_FIELD]: honeypot } : {}) });
      onSent(sent.message);
    } catch (failure) {
      if (placeServerErrors(form, failure)) return;
      // A stale form token: a fresh one is fetched, so sending again works.
      if (failure instanceof ApiError && failure.fieldErrors.formToken) void token.refetch();
      setError(messageOf(failure));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Get in touch">
      <Stack gap="sm">
        <TextInput label="Your name" autoComplete="name" {...form.getInputProps('name')} />
        <TextInput label="Company" autoComplete="organization" {...form.getInputProps('company')} />
        <TextInput label="Work e-mail" type="email" inputMode="email" autoComplete="email" {...form.getInputProps('email')} />
        <TextInput label="Phone" type="tel" inputMode="tel" autoComplete="tel" {...form.getInputProps('phone')} />
        <NumberInput
          label="How many properties?"
          description="Roughly, across every site you want us to look after."
          min={1}
          allowDecimal={false}
          allowNegative={false}
          {...form.getInputProps('propertiesCount')}
        />
        <Textarea
          label="What do you need?"
          description="The services, the sites and any dates we should know about."
          autosize
          minRows={3}
          maxRows={8}
          maxLength={GET_IN_TOUCH_NEED_MAX}
          {...form.getInputProps('need')}
        />
        <HoneypotField value={honeypot} onChange={setHoneypot} />
        <FormAlert message={error} />
        <Button type="submit" size="md" fullWidth loading={send.isPending}>
          Send request
        </Button>
      </Stack>
    </form>
  );
}
