import { TextField } from '../../../components/form/text-field';

interface Props {
  /** Prefix of the inputs' ids ("invite" gives invite-first_name), for focusing the first problem. */
  idPrefix: string;
  value: { first_name: string; last_name: string };
  onChange: (change: { first_name?: string; last_name?: string }) => void;
  problems: { first_name?: string | undefined; last_name?: string | undefined };
}

/** A person's first and last name, side by side. */
export function NameFields({ idPrefix, value, onChange, problems }: Props) {
  return (
    <>
      <TextField
        id={`${idPrefix}-first_name`}
        label="First name"
        value={value.first_name}
        onChange={(first_name) => onChange({ first_name })}
        problem={problems.first_name}
      />
      <TextField
        id={`${idPrefix}-last_name`}
        label="Last name"
        value={value.last_name}
        onChange={(last_name) => onChange({ last_name })}
        problem={problems.last_name}
      />
    </>
  );
}
