import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Statusfilter1Inputs */

const en_submissions_statusfilter1 = /** @type {(inputs: Submissions_Statusfilter1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Status`)
};

const fil_submissions_statusfilter1 = /** @type {(inputs: Submissions_Statusfilter1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Status`)
};

/**
* | output |
* | --- |
* | "Status" |
*
* @param {Submissions_Statusfilter1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_statusfilter1 = /** @type {((inputs?: Submissions_Statusfilter1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Statusfilter1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_statusfilter1(inputs)
	return en_submissions_statusfilter1(inputs)
});
export { submissions_statusfilter1 as "submissions.statusFilter" }