import { Box, Skeleton, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useCanAccess, useRecordContext, useTranslate } from 'react-admin';
import { StudentSchoolPicker, useStudentSchool } from '../../meetings/StudentSchoolDialog';

/** The school picker of a job seeker's account. */
const SeekerSchool = ({ userId }: { userId: number | string }) => {
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const { data, isPending, error } = useStudentSchool(userId);
  if (error) return null;
  return (
    <Box sx={{ width: '100%', mt: 1, mb: 2 }}>
      <Typography variant="subtitle2" gutterBottom>
        {translate('resources.meetings.studentSchool.label')}
      </Typography>
      {isPending ? (
        <Skeleton width={260} />
      ) : (
        <StudentSchoolPicker
          key={data.schoolId ?? 'none'}
          seekerId={userId}
          current={data.schoolId}
          onSaved={() => void queryClient.invalidateQueries({ queryKey: ['students', userId, 'school'] })}
        />
      )}
    </Box>
  );
};

/**
 * "School" on a job seeker's user page: staff holding biz:meeting:student correct which school the seeker studies at
 * (`PUT /students/{id}/school`), which decides the job fairs for one school's students they may join. Saved on its
 * own, apart from the user form; absent for other accounts and for staff without the permission.
 */
export const StudentSchoolField = () => {
  const user = useRecordContext<{ id: number | string; kind?: string }>();
  const canCorrect = useCanAccess({ resource: 'meetings', action: 'student' }).canAccess === true;
  // only a seeker has a school: asking for anyone else's would be answered "not found"
  if (!user?.id || user.kind !== 'seeker' || !canCorrect) return null;
  return <SeekerSchool userId={user.id} />;
};
