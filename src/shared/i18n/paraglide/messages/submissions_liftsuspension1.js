import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Liftsuspension1Inputs */

const en_submissions_liftsuspension1 = /** @type {(inputs: Submissions_Liftsuspension1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lift`)
};

const fil_submissions_liftsuspension1 = /** @type {(inputs: Submissions_Liftsuspension1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alisin`)
};

/**
* | output |
* | --- |
* | "Lift" |
*
* @param {Submissions_Liftsuspension1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_liftsuspension1 = /** @type {((inputs?: Submissions_Liftsuspension1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Liftsuspension1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_liftsuspension1(inputs)
	return en_submissions_liftsuspension1(inputs)
});
export { submissions_liftsuspension1 as "submissions.liftSuspension" }