import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Statuscancelled1Inputs */

const en_submissions_statuscancelled1 = /** @type {(inputs: Submissions_Statuscancelled1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancelled`)
};

const fil_submissions_statuscancelled1 = /** @type {(inputs: Submissions_Statuscancelled1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Na-cancel`)
};

/**
* | output |
* | --- |
* | "Cancelled" |
*
* @param {Submissions_Statuscancelled1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_statuscancelled1 = /** @type {((inputs?: Submissions_Statuscancelled1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Statuscancelled1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_statuscancelled1(inputs)
	return en_submissions_statuscancelled1(inputs)
});
export { submissions_statuscancelled1 as "submissions.statusCancelled" }