import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Statusupdatedtitle2Inputs */

const en_submissions_statusupdatedtitle2 = /** @type {(inputs: Submissions_Statusupdatedtitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Status updated`)
};

/**
* | output |
* | --- |
* | "Status updated" |
*
* @param {Submissions_Statusupdatedtitle2Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_statusupdatedtitle2 = /** @type {((inputs?: Submissions_Statusupdatedtitle2Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Statusupdatedtitle2Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_statusupdatedtitle2(inputs)
});
export { submissions_statusupdatedtitle2 as "submissions.statusUpdatedTitle" }