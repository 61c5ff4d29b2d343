import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Loadfailedtitle2Inputs */

const en_submissions_loadfailedtitle2 = /** @type {(inputs: Submissions_Loadfailedtitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not load this request`)
};

const fil_submissions_loadfailedtitle2 = /** @type {(inputs: Submissions_Loadfailedtitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hindi ma-load ang request na ito`)
};

/**
* | output |
* | --- |
* | "Could not load this request" |
*
* @param {Submissions_Loadfailedtitle2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_loadfailedtitle2 = /** @type {((inputs?: Submissions_Loadfailedtitle2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Loadfailedtitle2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_loadfailedtitle2(inputs)
	return en_submissions_loadfailedtitle2(inputs)
});
export { submissions_loadfailedtitle2 as "submissions.loadFailedTitle" }