import { useState } from 'react';
import { Checkbox, PasswordField, RadioCards, SegmentedControl, Select, Switch, TextAreaField, TextField } from '../src/index';
import { CatalogueSection, Row } from './catalogue-section';

const COUNTRIES = [
  { value: 'IE', label: 'Ireland' },
  { value: 'GB', label: 'United Kingdom' },
  { value: 'NL', label: 'Netherlands' },
];

export function FieldSection() {
  return (
    <CatalogueSection title="Fields" note="48 px controls, the label above, the hint and the error below and read with the field.">
      <div className="catalogue-grid">
        <TextField id="cat-username" label="Username" hint="Letters, digits and _ only." defaultValue="wild_nina" />
        <TextField id="cat-email" label="Email address" type="email" defaultValue="nina@" error="please enter a valid email address" />
        <PasswordField id="cat-password" label="Password" showLabel="Show" hint="At least 8 characters." defaultValue="correct-horse" />
        <Select id="cat-country" label="Country" options={COUNTRIES} defaultValue="IE" />
        <TextField
          id="cat-birthday"
          label="Date of birth"
          type="date"
          defaultValue="1990-05-04"
          readOnly
          hint="Set once, it cannot be changed."
        />
        <TextAreaField id="cat-about" label="About me" defaultValue="I like long walks and longer conversations." />
      </div>
    </CatalogueSection>
  );
}

export function ChoiceSection() {
  const [gender, setGender] = useState<'man' | 'woman'>('woman');
  const [notify, setNotify] = useState(true);
  return (
    <CatalogueSection title="Choices">
      <Row label="SegmentedControl">
        <SegmentedControl
          id="cat-gender"
          legend="I am"
          name="cat-gender"
          options={[
            { value: 'man', label: 'a man' },
            { value: 'woman', label: 'a woman' },
          ]}
          value={gender}
          onValueChange={setGender}
        />
        <SegmentedControl
          id="cat-sort"
          legend="Show first"
          name="cat-sort"
          options={[
            { value: 'online', label: 'Online' },
            { value: 'new', label: 'New' },
            { value: 'near', label: 'Near me' },
          ]}
          error="Please choose one."
        />
      </Row>
      <Row label="RadioCards">
        <RadioCards
          id="cat-plan"
          legend="Your membership"
          name="cat-plan"
          defaultValue="quarter"
          options={[
            { value: 'month', label: '1 month', description: '€29.99 a month', icon: '☾' },
            { value: 'quarter', label: '3 months', description: '€19.99 a month · best value', icon: '✦' },
          ]}
          hint="Cancel at any time in your settings."
        />
      </Row>
      <Row label="Checkbox">
        <Checkbox id="cat-adult" label="I confirm that I am 18 or older" defaultChecked />
        <Checkbox
          id="cat-terms"
          label={
            <>
              I have read and accept the <a href="#terms">Terms</a> and the <a href="#privacy">Privacy policy</a>
            </>
          }
          error="Please accept the terms to continue."
        />
      </Row>
      <Row label="Checkbox chips">
        <fieldset className="catalogue-chips">
          <legend className="ui-field-label">Hair</legend>
          {['Black', 'Blonde', 'Brown', 'Red', 'Grey'].map((hair, index) => (
            <Checkbox key={hair} id={`cat-hair-${hair}`} label={hair} appearance="chip" defaultChecked={index === 2} />
          ))}
        </fieldset>
      </Row>
      <Row label="Switch">
        <Switch
          id="cat-notify"
          label="Notify me by e-mail when I get a new message"
          hint="We write to nina@example.com."
          checked={notify}
          onChange={(event) => setNotify(event.target.checked)}
        />
        <Switch id="cat-online" label="Show when I am online" />
      </Row>
    </CatalogueSection>
  );
}
