import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Submissions_AttemptsInputs */

const en_submissions_attempts = /** @type {(inputs: Submissions_AttemptsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} attempts`)
};

const fil_submissions_attempts = /** @type {(inputs: Submissions_AttemptsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} subok`)
};

/**
* | output |
* | --- |
* | "{count} attempts" |
*
* @param {Submissions_AttemptsInputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_attempts = /** @type {((inputs: Submissions_AttemptsInputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_AttemptsInputs, { locale?: "en" | "fil" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_attempts(inputs)
	return en_submissions_attempts(inputs)
});
export { submissions_attempts as "submissions.attempts" }