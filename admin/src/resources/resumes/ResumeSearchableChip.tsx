import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';

/** Whether employers can find the resume in the talent search, or only its seeker and staff see it. */
export const ResumeSearchableChip = ({ searchable }: { searchable: boolean }) => {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={searchable ? 'success' : 'default'}
      label={translate(searchable ? 'resources.resumes.visibility.searchable' : 'resources.resumes.visibility.private')}
    />
  );
};
