import { Anchor, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { ScrollRegion } from '../../../ui/scroll-region';
import { browserStorage, dataRegion, retentionPeriods } from '../privacy-facts';
import { PageSection, StaticPage } from './static-page';
import classes from './static-page.module.css';

export interface PrivacyPolicyProps {
  productName: string;
  brokerageName: string;
  /** Its mailing address: where a privacy request may also be posted, as the e-mails give it. */
  brokerageAddress: string;
  contactEmail: string;
}

/**
 * `/privacy`, written as the brokerage's own (issue 12): what is collected and why, browser
 * storage, consent for analytics (DECISIONS row 44), e-mail consent, retention (DECISIONS row
 * 43), where the data lives, and whom to ask.
 */
export function PrivacyPolicy({ productName, brokerageName, brokerageAddress, contactEmail }: PrivacyPolicyProps) {
  const mail = (
    <Anchor href={`mailto:${contactEmail}`} inherit>
      {contactEmail}
    </Anchor>
  );
  return (
    <StaticPage
      title="Privacy Policy"
      lead={
        <>
          {brokerageName} (“we”) offers {productName} to its clients. This policy explains what personal information we
          collect through {productName}, why, how long we keep it and the choices you have. We handle it under Canada’s
          Personal Information Protection and Electronic Documents Act (PIPEDA) and send e-mail under Canada’s Anti-Spam
          Legislation (CASL).
        </>
      }
    >
      <PageSection id="collected" title="What we collect, and why">
        <ul>
          <li>
            <strong>Your account.</strong> Your name, e-mail address and, if you add them, your phone number, mailing
            address, date of birth, headshot, whether you own or lease your home and since when, and how you prefer to
            be contacted. We use them to run your account, to let your agent serve you, and to fit your reports to you.
            Your password is held by Amazon Cognito; we never see it or keep it.
          </li>
          <li>
            <strong>Your relationship with your agent.</strong> Which agent invited you, and the notes and follow-ups
            your agent keeps, so that they can look after you.
          </li>
          <li>
            <strong>Home valuations and showings.</strong> The details of a home you ask us to value (address, type,
            size, purchase date and price, improvements), and the date, time and message of a showing you book. They go
            to your agent, who confirms the value or the visit.
          </li>
          <li>
            <strong>Your account activity.</strong> While you are signed in we record your sign-ins, the sold reports
            you open and download, the neighbourhoods and properties you follow, and your valuation requests and
            updates. This is part of the service: it is how your agent knows what you are looking at, and it is recorded
            whether or not you accept the cookie banner.
          </li>
          <li>
            <strong>Web analytics, only with your consent.</strong> Page views and visits, for visitors and signed-in
            users alike, are recorded only after you choose “Accept all” on the cookie banner. Until then, none are.
          </li>
          <li>
            <strong>Feedback and the waitlist.</strong> What you write in the feedback panel, with the page you sent it
            from, and the e-mail address you leave on the waitlist.
          </li>
          <li>
            <strong>Security records.</strong> Our servers log requests to keep the service safe and to limit abuse. The
            addresses used to count requests are kept only as a keyed hash, never as they are.
          </li>
        </ul>
        <Text>
          We do not sell personal information, and no advertising or third-party tracking scripts run on {productName}.
        </Text>
      </PageSection>

      <PageSection id="storage" title="Cookies and browser storage">
        <Text>
          {productName} sets no cookies. It keeps the few items below in your browser’s local storage and session
          storage, which our cookie banner covers too. You can remove them at any time by clearing this site’s data in
          your browser; you will then be signed out.
        </Text>
        <ScrollRegion className={classes.tableScroll} label="Browser storage">
          <table className={classes.table}>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Where</th>
                <th scope="col">What it holds</th>
                <th scope="col">How long</th>
              </tr>
            </thead>
            <tbody>
              {browserStorage.map((item) => (
                <tr key={item.name}>
                  <td>
                    <code>{item.name}</code>
                  </td>
                  <td>{item.where}</td>
                  <td>{item.holds}</td>
                  <td>{item.kept}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      </PageSection>

      <PageSection id="email" title="E-mail and your consent">
        <Text>
          We e-mail you the Monthly Sold Report Newsletter, and updates on a home valuation you chose to follow, as a
          client of ours who accepted your agent’s invitation; you can stop either at any time. Every such e-mail names{' '}
          {brokerageName}, gives our mailing and contact addresses and carries an unsubscribe link that works in one
          step, as CASL requires; your e-mail program’s own unsubscribe button works too. You can also switch the
          newsletter off on your{' '}
          <Anchor component={Link} to="/profile" inherit>
            account page
          </Anchor>
          . We act on an unsubscribe at once.
        </Text>
        <Text>
          Messages you need to use the service (invitations, verification codes, password resets, showing requests and
          print requests) are sent as needed and are not marketing.
        </Text>
      </PageSection>

      <PageSection id="sharing" title="Who sees your information">
        <Text>
          Your agent and our administrators, to serve you. Amazon Web Services hosts {productName} for us (its servers,
          Amazon Cognito for sign-in and Amazon SES for e-mail) and processes your information only on our instructions.
          We disclose personal information otherwise only where the law requires it.
        </Text>
      </PageSection>

      <PageSection id="location" title="Where your information is kept">
        <Text>
          Everything we store about you stays in Canada, in Amazon Web Services’ Canada (Central) region,{' '}
          <strong>{dataRegion}</strong>: your account, your activity, your e-mail records and your files. The site’s
          pages are delivered through Amazon CloudFront’s network, which carries your requests to that region and keeps
          no account data.
        </Text>
      </PageSection>

      <PageSection id="retention" title="How long we keep it">
        <ScrollRegion className={classes.tableScroll} label="Retention periods">
          <table className={classes.table}>
            <thead>
              <tr>
                <th scope="col">Information</th>
                <th scope="col">Kept for</th>
              </tr>
            </thead>
            <tbody>
              {retentionPeriods.map((period) => (
                <tr key={period.what}>
                  <td>{period.what}</td>
                  <td>{period.kept}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      </PageSection>

      <PageSection id="rights" title="Your choices and rights">
        <ul>
          <li>See and correct your details on your account page, or ask us for a copy of what we hold about you.</li>
          <li>Withdraw your consent to e-mail at any time, from any newsletter or on your account page.</li>
          <li>Ask us to close your account: we then delete its data at once.</li>
        </ul>
      </PageSection>

      <PageSection id="contact" title="Contact us">
        <Text>
          Questions, requests and complaints about your privacy go to our Privacy Officer at {brokerageName}: {mail}. If
          we cannot resolve your concern, you may contact the Office of the Privacy Commissioner of Canada.
        </Text>
        <Text>
          By post: Privacy Officer, {brokerageName}, {brokerageAddress}.
        </Text>
      </PageSection>
    </StaticPage>
  );
}
