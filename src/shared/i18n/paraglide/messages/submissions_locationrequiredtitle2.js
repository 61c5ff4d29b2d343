import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Locationrequiredtitle2Inputs */

const en_submissions_locationrequiredtitle2 = /** @type {(inputs: Submissions_Locationrequiredtitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Missing Information`)
};

const fil_submissions_locationrequiredtitle2 = /** @type {(inputs: Submissions_Locationrequiredtitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kulang ang impormasyon`)
};

/**
* | output |
* | --- |
* | "Missing Information" |
*
* @param {Submissions_Locationrequiredtitle2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_locationrequiredtitle2 = /** @type {((inputs?: Submissions_Locationrequiredtitle2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Locationrequiredtitle2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_locationrequiredtitle2(inputs)
	return en_submissions_locationrequiredtitle2(inputs)
});
export { submissions_locationrequiredtitle2 as "submissions.locationRequiredTitle" }