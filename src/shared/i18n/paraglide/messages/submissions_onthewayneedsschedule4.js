import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Onthewayneedsschedule4Inputs */

const en_submissions_onthewayneedsschedule4 = /** @type {(inputs: Submissions_Onthewayneedsschedule4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Schedule the pickup first: "On the way" is for a scheduled pickup.`)
};

const fil_submissions_onthewayneedsschedule4 = /** @type {(inputs: Submissions_Onthewayneedsschedule4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`I-schedule muna ang pickup: para sa naka-schedule na pickup ang "Papunta na".`)
};

/**
* | output |
* | --- |
* | "Schedule the pickup first: \"On the way\" is for a scheduled pickup." |
*
* @param {Submissions_Onthewayneedsschedule4Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_onthewayneedsschedule4 = /** @type {((inputs?: Submissions_Onthewayneedsschedule4Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Onthewayneedsschedule4Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_onthewayneedsschedule4(inputs)
	return en_submissions_onthewayneedsschedule4(inputs)
});
export { submissions_onthewayneedsschedule4 as "submissions.onTheWayNeedsSchedule" }