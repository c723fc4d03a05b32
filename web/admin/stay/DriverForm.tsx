import { type FormEvent, useId, useState } from 'react';
import { stayWords } from '../../../shared/i18n/admin-stay';
import { fill } from '../../../shared/i18n/fill';
import { STAY_LIMITS } from '../../../shared/limits/stay';
import { apiJson } from '../../api';
import { useAdminLanguage } from '../admin-language';
import { FormActions, InputField } from '../form/fields';
import type { StayChange } from '../rooms/StayRoom';
import type { PickupWindow } from './ArrivalsBoard';

/**
 * The driver of a window's pickups (or drops): those who asked for one, else everyone in the window; or the pickups
 * marked done.
 */
export function DriverForm({
  window,
  direction,
  name,
  change,
}: {
  window: PickupWindow;
  direction: 'arrive' | 'leave';
  /** The place and the window, as the form is named. */
  name: string;
  change: StayChange;
}) {
  const words = stayWords(useAdminLanguage().language);
  const id = useId();
  const assigned = window.people.find((person) => person.driver);
  const [driver, setDriver] = useState(assigned?.driver ?? '');
  const [phone, setPhone] = useState(assigned?.driverPhone ?? '');
  const wanted = window.people.filter((person) => person.wanted);
  const assign = (done: boolean) => (event?: FormEvent) => {
    event?.preventDefault();
    void change(() =>
      apiJson('POST', '/api/admin/stay/pickups', {
        memberIds: (wanted.length > 0 ? wanted : window.people).map((person) => person.memberId),
        direction,
        driver: driver.trim() || null,
        driverPhone: phone.trim() || null,
        done,
      }),
    );
  };
  return (
    <form
      className="household-form__row stay-driver"
      onSubmit={assign(false)}
      aria-label={fill(words.driverFor, { window: name })}
    >
      <InputField
        id={`${id}-driver`}
        label={words.driver}
        maxLength={STAY_LIMITS.driverMaxLength}
        value={driver}
        onValue={setDriver}
      />
      <InputField
        id={`${id}-phone`}
        label={words.driverPhone}
        type="tel"
        maxLength={STAY_LIMITS.driverPhoneMaxLength}
        value={phone}
        onValue={setPhone}
      />
      <FormActions submit={words.assign} other={words.markDone} onOther={() => assign(true)()} />
    </form>
  );
}
