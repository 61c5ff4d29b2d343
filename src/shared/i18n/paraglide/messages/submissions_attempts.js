import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Submissions_AttemptsInputs */

const en_submissions_attempts = /** @type {(inputs: Submissions_AttemptsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} attempts`)
};

/**
* | output |
* | --- |
* | "{count} attempts" |
*
* @param {Submissions_AttemptsInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_attempts = /** @type {((inputs: Submissions_AttemptsInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_AttemptsInputs, { locale?: "en" }, {}>} */ ((inputs, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_attempts(inputs)
});
export { submissions_attempts as "submissions.attempts" }