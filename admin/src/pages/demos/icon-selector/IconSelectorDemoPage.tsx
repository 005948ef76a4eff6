import { Box, Card, CardContent, Typography } from '@mui/material';
import { useState } from 'react';
import { Form, SaveButton, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { MenuIconInput } from '../../../resources/identity/menus/MenuIconInput';
import { DemoPage } from '../DemoPage';

/** The form's `icon` field as it is now. */
const IconValue = () => {
  const translate = useTranslate();
  const icon = useWatch<{ icon?: string | null }>({ name: 'icon' });
  return (
    <Typography variant="body2" role="status" sx={{ fontFamily: 'monospace' }}>
      {translate('demoBasics.iconSelector.value', { value: icon ? `"${icon}"` : translate('demoBasics.iconSelector.empty') })}
    </Typography>
  );
};

/** demo/icon-selector/index: the menus form's icon input in a small react-admin form, its value and what submitting sends. */
export const IconSelectorDemoPage = () => {
  const translate = useTranslate();
  const [submitted, setSubmitted] = useState<Record<string, unknown>>();
  return (
    <DemoPage
      fallbackTitle="menus.demo.iconSelector"
      intro="demoBasics.iconSelector.intro"
      source={['admin/src/resources/identity/menus/MenuIconInput.tsx', 'admin/src/pages/demos/icon-selector/IconSelectorDemoPage.tsx']}
    >
      <Card variant="outlined">
        <CardContent>
          <Form defaultValues={{ icon: 'menu' }} onSubmit={(values: Record<string, unknown>) => setSubmitted(values)}>
            <Box sx={{ display: 'grid', gap: 1, justifyItems: 'start' }}>
              <MenuIconInput source="icon" />
              <IconValue />
              <SaveButton label={translate('demoBasics.iconSelector.submit')} alwaysEnable />
            </Box>
          </Form>
          {submitted ? (
            <Typography variant="body2" sx={{ mt: 2, fontFamily: 'monospace' }}>
              {translate('demoBasics.iconSelector.submitted', { values: JSON.stringify(submitted) })}
            </Typography>
          ) : null}
        </CardContent>
      </Card>
    </DemoPage>
  );
};
