import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Statusupdatedtitle2Inputs */

const en_submissions_statusupdatedtitle2 = /** @type {(inputs: Submissions_Statusupdatedtitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Status updated`)
};

const fil_submissions_statusupdatedtitle2 = /** @type {(inputs: Submissions_Statusupdatedtitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Na-update ang status`)
};

/**
* | output |
* | --- |
* | "Status updated" |
*
* @param {Submissions_Statusupdatedtitle2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_statusupdatedtitle2 = /** @type {((inputs?: Submissions_Statusupdatedtitle2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Statusupdatedtitle2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_statusupdatedtitle2(inputs)
	return en_submissions_statusupdatedtitle2(inputs)
});
export { submissions_statusupdatedtitle2 as "submissions.statusUpdatedTitle" }