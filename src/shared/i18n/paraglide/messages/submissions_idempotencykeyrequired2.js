import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Idempotencykeyrequired2Inputs */

const en_submissions_idempotencykeyrequired2 = /** @type {(inputs: Submissions_Idempotencykeyrequired2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`An Idempotency-Key header of 8 to 100 letters, digits, "-" or "_" is required.`)
};

const fil_submissions_idempotencykeyrequired2 = /** @type {(inputs: Submissions_Idempotencykeyrequired2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kailangan ng Idempotency-Key header na may 8 hanggang 100 letra, numero, "-" o "_".`)
};

/**
* | output |
* | --- |
* | "An Idempotency-Key header of 8 to 100 letters, digits, \"-\" or \"_\" is required." |
*
* @param {Submissions_Idempotencykeyrequired2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_idempotencykeyrequired2 = /** @type {((inputs?: Submissions_Idempotencykeyrequired2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Idempotencykeyrequired2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_idempotencykeyrequired2(inputs)
	return en_submissions_idempotencykeyrequired2(inputs)
});
export { submissions_idempotencykeyrequired2 as "submissions.idempotencyKeyRequired" }