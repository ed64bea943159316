import {useEffect, useId, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import {FEEDBACK_REASONS, LIMITS, pageContext, pageFeedback, type FeedbackReason, type PageVote} from '../events';
import {track} from '../tracker';
import {readVote, saveVote, type StorageSource} from './voteStorage';
import styles from './PageFeedback.module.css';

const storage: StorageSource = () => window.localStorage;

type Step = 'ask' | 'reasons' | 'thanks';

/**
 * "Was this page helpful?": Yes sends at once; No opens an optional reason and comment, sent with "Send feedback".
 * Then it thanks the reader, and the page remembers the answer. Rendered only in the browser, where analytics may
 * send (./PageFeedbackSlot.tsx).
 */
export default function PageFeedback({pagePath}: {pagePath: string}): ReactNode {
  const [step, setStep] = useState<Step>(() => (readVote(storage, pagePath) ? 'thanks' : 'ask'));
  const [reason, setReason] = useState<FeedbackReason | ''>('');
  const [comment, setComment] = useState('');
  // Focus follows the reader's answers only, never a remembered vote shown on load.
  const answered = useRef(false);
  const firstReason = useRef<HTMLInputElement>(null);
  const thanks = useRef<HTMLParagraphElement>(null);
  const id = useId();

  useEffect(() => {
    if (!answered.current) return;
    if (step === 'reasons') firstReason.current?.focus();
    if (step === 'thanks') thanks.current?.focus();
  }, [step]);

  const goTo = (next: Step) => {
    answered.current = true;
    setStep(next);
  };
  const send = (vote: PageVote) => {
    track(pageFeedback(pageContext(window.location, document.title), vote));
    saveVote(storage, pagePath, vote.helpful ? 'helpful' : 'not-helpful');
    goTo('thanks');
  };

  return (
    <section className={styles.feedback} aria-label="Page feedback">
      {step === 'ask' && (
        <div className={styles.ask} role="group" aria-labelledby={`${id}question`}>
          <p id={`${id}question`} className={styles.question}>
            Was this page helpful?
          </p>
          <div className={styles.answers}>
            <button
              type="button"
              className={clsx('button button--sm button--outline button--primary', styles.answer)}
              onClick={() => send({helpful: true})}>
              Yes
            </button>
            <button
              type="button"
              className={clsx('button button--sm button--outline button--primary', styles.answer)}
              onClick={() => goTo('reasons')}>
              No
            </button>
          </div>
        </div>
      )}
      {step === 'reasons' && (
        <form
          className={styles.reasons}
          onSubmit={(event) => {
            event.preventDefault();
            send({helpful: false, reason, comment});
          }}>
          <fieldset className={styles.fieldset}>
            <legend className={styles.label}>What went wrong?</legend>
            <div className={styles.choices}>
              {FEEDBACK_REASONS.map((option, index) => (
                <label key={option.value} className={styles.choice}>
                  <input
                    ref={index === 0 ? firstReason : undefined}
                    type="radio"
                    name={`${id}reason`}
                    value={option.value}
                    checked={reason === option.value}
                    onChange={() => setReason(option.value)}
                  />
                  {option.label}
                </label>
              ))}
            </div>
          </fieldset>
          <label htmlFor={`${id}comment`} className={styles.label}>
            Comment (optional)
          </label>
          <textarea
            id={`${id}comment`}
            className={styles.comment}
            rows={3}
            maxLength={LIMITS.feedbackCommentLength}
            value={comment}
            onChange={(event) => setComment(event.target.value)}
            aria-describedby={`${id}hint`}
          />
          <p id={`${id}hint`} className={styles.hint}>
            Up to {LIMITS.feedbackCommentLength} characters, sent without your name: leave out personal details. To get
            a reply, report a problem with this page instead.
          </p>
          <button type="submit" className="button button--sm button--primary">
            Send feedback
          </button>
        </form>
      )}
      <p ref={thanks} role="status" tabIndex={-1} className={styles.thanks}>
        {step === 'thanks' ? 'Thanks for your feedback.' : null}
      </p>
    </section>
  );
}
