import { Accordion, Code, List, Text } from '@mantine/core';
import { SOW_TEMPLATE_PLACEHOLDERS } from '@procura/shared';
import { PlaceholderTerms } from '../../../components/documents/PlaceholderTerms';

const LOOP_ONLY = new Set(['heading', 'body']);

/** What a template may say, in the words the upload check uses (issue #10 item 4). */
export function PlaceholderGuide() {
  const loopTag = SOW_TEMPLATE_PLACEHOLDERS.find((p) => p.name === 'sections');
  return (
    <Accordion variant="contained" radius="md" defaultValue={null}>
      <Accordion.Item value="placeholders">
        <Accordion.Control>Placeholders a template can use</Accordion.Control>
        <Accordion.Panel>
          <Text size="sm" mb="sm">
            Write a placeholder in the Word document in braces, e.g. <Code>{'{client_name}'}</Code>. One document is generated per property, with the
            placeholders filled for that property. A template with any other placeholder is refused on upload, with the unknown ones listed.
          </Text>
          <PlaceholderTerms
            placeholders={SOW_TEMPLATE_PLACEHOLDERS.filter((p) => !LOOP_ONLY.has(p.name) && p.name !== 'sections')}
            columns={{ base: 1, sm: 2 }}
            testId="sow-placeholder-list"
          />
          {loopTag ? (
            <>
              <Text size="sm" fw={600} mt="md" mb={4}>
                Sections of the scope
              </Text>
              <List size="sm" spacing={4}>
                <List.Item>
                  <Code>{'{#sections}'}</Code> … <Code>{'{/sections}'}</Code> repeats its content once per section of the scope.
                </List.Item>
                {SOW_TEMPLATE_PLACEHOLDERS.filter((p) => LOOP_ONLY.has(p.name)).map((p) => (
                  <List.Item key={p.name}>
                    <Code>{`{${p.name}}`}</Code> — {p.description.replace(/^Inside the sections loop: /, '')} (inside the loop only)
                  </List.Item>
                ))}
              </List>
            </>
          ) : null}
        </Accordion.Panel>
      </Accordion.Item>
    </Accordion>
  );
}
