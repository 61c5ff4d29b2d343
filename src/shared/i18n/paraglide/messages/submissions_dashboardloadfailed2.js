import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Dashboardloadfailed2Inputs */

const en_submissions_dashboardloadfailed2 = /** @type {(inputs: Submissions_Dashboardloadfailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to load dashboard data`)
};

/**
* | output |
* | --- |
* | "Failed to load dashboard data" |
*
* @param {Submissions_Dashboardloadfailed2Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_dashboardloadfailed2 = /** @type {((inputs?: Submissions_Dashboardloadfailed2Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Dashboardloadfailed2Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_dashboardloadfailed2(inputs)
});
export { submissions_dashboardloadfailed2 as "submissions.dashboardLoadFailed" }