import { describe, expect, it } from 'vitest';
import { USERS } from '@smms/shared';
import {
  EMPTY_OFFICER,
  officerCreateBody,
  officerProblem,
  type OfficerFormValues,
} from './officer-form-values';

const complete: OfficerFormValues = {
  firstName: 'Ravi',
  lastName: 'Kumar',
  phone: '9876543210',
  alternatePhone: '',
  circle: 'Agra',
  division: 'Agra Urban I',
  subDivision: 'Kamla Nagar',
  section: 'Sikandra',
};

describe('officerProblem', () => {
  it('asks for every required field, naming them in the super admin variant', () => {
    expect(officerProblem(EMPTY_OFFICER, false)).toMatchObject({
      title: 'Validation Error',
      description: USERS.fillRequired,
      errors: { firstName: 'First Name is required', section: 'Section is required' },
    });
    expect(officerProblem({ ...complete, section: ' ' }, true)).toEqual({
      title: 'Validation Error',
      description: USERS.fillRequiredOfficer,
      errors: { section: 'Section is required' },
    });
  });

  it('marks every wrong field at once, the summary naming the first kind of problem', () => {
    expect(
      officerProblem({ ...complete, lastName: '', phone: '5876543210', alternatePhone: '1' }, false),
    ).toEqual({
      title: 'Validation Error',
      description: USERS.fillRequired,
      errors: {
        lastName: 'Last Name is required',
        phone: USERS.invalidPhone,
        alternatePhone: USERS.invalidAlternatePhone,
      },
    });
  });

  it('refuses a primary phone that is not 10 digits starting 6-9', () => {
    expect(officerProblem({ ...complete, phone: '5876543210' }, false)).toMatchObject({
      title: USERS.invalidPhoneTitle,
      description: USERS.invalidPhone,
    });
  });

  it('accepts an empty alternate phone but refuses a malformed one', () => {
    expect(officerProblem(complete, false)).toBeNull();
    expect(officerProblem({ ...complete, alternatePhone: '98765' }, false)).toMatchObject({
      title: USERS.invalidAlternatePhoneTitle,
      description: USERS.invalidAlternatePhone,
    });
  });
});

describe('officerCreateBody', () => {
  it('sends role FIELD_OFFICER with the view as access level and leaves out a blank alternate phone', () => {
    expect(officerCreateBody({ ...complete, firstName: ' Ravi ' }, 'Modems')).toEqual({
      role: 'FIELD_OFFICER',
      ...complete,
      alternatePhone: undefined,
      accessLevel: 'Modems',
    });
  });
});
