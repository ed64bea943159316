import {type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import {autoCaptured, commonProperties, trackedEvents} from './catalog';
import {product} from '@site/src/config/product';
import styles from './TrackedEventsPage.module.css';

function PropertyList({properties}: {properties: typeof commonProperties}): ReactNode {
  if (properties.length === 0) return 'Only the common properties.';
  return (
    <ul className={styles.properties}>
      {properties.map((property) => (
        <li key={property.name}>
          <code>{property.name}</code>: {property.description}
        </li>
      ))}
    </ul>
  );
}

export default function TrackedEvents(): ReactNode {
  const title = 'Tracked analytics events';
  return (
    <Layout
      title={title}
      description={`Every analytics event the ${product.siteTitle} records, when it fires, and how to opt out.`}>
      <main className="container margin-vert--lg">
        <Heading as="h1">{title}</Heading>
        <p>
          This page lists every analytics event the {product.siteTitle} records. It is rendered from the same catalog
          the site’s code sends events from, so it always matches what is collected. Analytics run only on{' '}
          <code>{product.productionHost}</code>; local and preview builds send nothing.
        </p>

        <Heading as="h2" id="common-properties">
          Properties on every event
        </Heading>
        <PropertyList properties={commonProperties} />

        <Heading as="h2" id="events">
          Events
        </Heading>
        <div className={styles.tableWrapper}>
          <table>
            <thead>
              <tr>
                <th scope="col">Event</th>
                <th scope="col">When it fires</th>
                <th scope="col">Properties</th>
              </tr>
            </thead>
            <tbody>
              {trackedEvents.map((event) => (
                <tr key={event.name}>
                  <td>
                    <code>{event.name}</code>
                  </td>
                  <td>{event.trigger}</td>
                  <td>
                    <PropertyList properties={event.properties} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>

        <Heading as="h2" id="auto-captured">
          Recorded automatically
        </Heading>
        <p>The product analytics library also records these on its own:</p>
        <ul>
          {autoCaptured.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>

        <Heading as="h2" id="opt-out">
          How to opt out
        </Heading>
        <p>
          Turn on Global Privacy Control in your browser (or use a browser that sends it by default): when the browser
          signals it, the site loads no analytics code and sends no events. Content blockers that block the tag manager
          or the analytics endpoint also stop collection; the guide keeps working either way. Questions about data use
          go to <Link href={`mailto:${product.supportEmail}`}>{product.supportEmail}</Link>.
        </p>
      </main>
    </Layout>
  );
}
