import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Photonotonrequest3Inputs */

const en_submissions_photonotonrequest3 = /** @type {(inputs: Submissions_Photonotonrequest3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This photo is not one of this request’s photos, or was removed already.`)
};

const fil_submissions_photonotonrequest3 = /** @type {(inputs: Submissions_Photonotonrequest3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hindi kasama sa request na ito ang litratong ito, o naalis na ito.`)
};

/**
* | output |
* | --- |
* | "This photo is not one of this request’s photos, or was removed already." |
*
* @param {Submissions_Photonotonrequest3Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_photonotonrequest3 = /** @type {((inputs?: Submissions_Photonotonrequest3Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Photonotonrequest3Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_photonotonrequest3(inputs)
	return en_submissions_photonotonrequest3(inputs)
});
export { submissions_photonotonrequest3 as "submissions.photoNotOnRequest" }