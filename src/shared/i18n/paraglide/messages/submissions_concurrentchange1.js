import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Concurrentchange1Inputs */

const en_submissions_concurrentchange1 = /** @type {(inputs: Submissions_Concurrentchange1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This request was changed by someone else. Reload to see the latest.`)
};

const fil_submissions_concurrentchange1 = /** @type {(inputs: Submissions_Concurrentchange1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Binago ng ibang tao ang request na ito. I-reload para makita ang pinakabago.`)
};

/**
* | output |
* | --- |
* | "This request was changed by someone else. Reload to see the latest." |
*
* @param {Submissions_Concurrentchange1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_concurrentchange1 = /** @type {((inputs?: Submissions_Concurrentchange1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Concurrentchange1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_concurrentchange1(inputs)
	return en_submissions_concurrentchange1(inputs)
});
export { submissions_concurrentchange1 as "submissions.concurrentChange" }