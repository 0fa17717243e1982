import { useState } from 'react';
import { Button } from 'antd';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session.ts';
import type { EContact } from '../api/get-e-contact.ts';
import { EnterpriseRoleCard } from './enterprise-role-card.tsx';
import { MyDetailsDialog } from './my-details-dialog.tsx';
import { agentRolesOf, currentAgentIdOf, enterpriseRolesOf, roleListOf } from './role-entry.ts';
import { switchRole } from './switch-role.ts';

/** Where a blank account authenticates (route name RegistersAuth) and a company is added (RegistersCompany). */
export const REGISTERS_AUTH_PATH = '/home/register/iam-smart';
export const REGISTERS_COMPANY_PATH = '/home/register/company';
/** The agent pages (route names InvitationCodeEnter, ActingFor, VehicleApplication). */
const AGENT_LINKS = {
  enter: '/my-account/invitation-code/enter',
  actingFor: '/my-account/acting-for',
  apply: '/my-account/vehicle-application',
};

export interface RolePanelProps {
  name: string;
  contact: EContact | undefined;
  /** A blank account: ID authentication instead of 'my details'. */
  needsAuthentication: boolean;
}

/**
 * The role panel (spec section 2): personal services, then the company-administrator roles, then
 * 'activate company account', then the roles held as someone's agent (switching into each) and the agent
 * pages. The same markup serves desktop (two columns) and mobile (stacked).
 */
export function RolePanel({ name, contact, needsAuthentication }: RolePanelProps) {
  const { t } = useTranslation('accounts');
  const navigate = useNavigate();
  const userInfo = useSession('userInfo');
  const [details, setDetails] = useState(false);
  const currentId = currentAgentIdOf(userInfo);
  // Spec section 4: switching is offered when roleNum is above 0 and showSwitch is set.
  const canSwitch = (userInfo?.roleNum ?? 0) > 0 && userInfo?.showSwitch === true;
  const roles = enterpriseRolesOf(roleListOf(userInfo), currentId);
  const agentRoles = agentRolesOf(roleListOf(userInfo));
  const deps = { navigate: (to: string) => void navigate(to), reload: () => window.location.reload() };
  return (
    <section className="account-section role-panel" aria-labelledby="role-panel-heading">
      <h2 id="role-panel-heading">{t('roles.heading')}</h2>
      <div className="role-cards">
        <section
          className={`role-card${currentId === 0 ? ' is-current' : ''}`}
          aria-labelledby="personal-services"
        >
          <h3 id="personal-services">{t('roles.personal')}</h3>
          <p className="role-owner">
            {name}
            {currentId === 0 && <span className="role-current"> ({t('roles.current')})</span>}
          </p>
          <p className="role-contact">{contact?.display ?? ''}</p>
          <div className="role-actions">
            {canSwitch && currentId !== 0 && (
              <Button type="primary" onClick={() => void switchRole({ agentId: 0 }, deps)}>
                {t('roles.switchPersonal')}
              </Button>
            )}
            {needsAuthentication ? (
              <Link to={REGISTERS_AUTH_PATH} className="button button-primary">
                {t('roles.idAuthentication')}
              </Link>
            ) : (
              <Button onClick={() => setDetails(true)}>{t('roles.myDetails')}</Button>
            )}
          </div>
          <MyDetailsDialog
            open={details}
            onClose={() => setDetails(false)}
            contact={contact}
            organisation={false}
          />
        </section>
        <section className="role-card" aria-labelledby="enterprise-services">
          <h3 id="enterprise-services">{t('roles.enterprise')}</h3>
          {roles.length === 0 ? (
            <p>{t('roles.noEnterprise')}</p>
          ) : (
            <ul className="role-list">
              {roles.map((role) => (
                <EnterpriseRoleCard
                  key={role.agentId}
                  role={role}
                  current={role.agentId === currentId}
                  canSwitch={canSwitch}
                  onSwitch={(target) => void switchRole(target, deps)}
                  navigate={deps.navigate}
                />
              ))}
            </ul>
          )}
          <p>
            <Link to={REGISTERS_COMPANY_PATH}>{t('roles.activateCompany')}</Link>
          </p>
        </section>
        <section className="role-card" aria-labelledby="agent-services">
          <h3 id="agent-services">{t('roles.agentServices')}</h3>
          {agentRoles.length === 0 ? (
            <p>{t('roles.noAgentRole')}</p>
          ) : (
            <ul className="role-list">
              {agentRoles.map((role) => (
                <li
                  key={role.agentId}
                  className={`role-item${role.agentId === currentId ? ' is-current' : ''}`}
                  aria-labelledby={`agent-role-${role.agentId}`}
                >
                  <h4 id={`agent-role-${role.agentId}`} className="role-owner">
                    {t('roles.agentFor', { name: role.ownerName })}
                    {role.agentId === currentId && (
                      <span className="role-current"> ({t('roles.current')})</span>
                    )}
                  </h4>
                  {canSwitch && role.agentId !== currentId && (
                    <div className="role-actions">
                      <Button type="primary" onClick={() => void switchRole(role, deps)}>
                        {t('roles.switchToAgent', { name: role.ownerName })}
                      </Button>
                    </div>
                  )}
                </li>
              ))}
            </ul>
          )}
          <ul className="role-links">
            <li>
              <Link to={AGENT_LINKS.enter}>{t('roles.enterCode')}</Link>
            </li>
            <li>
              <Link to={AGENT_LINKS.actingFor}>{t('roles.actingFor')}</Link>
            </li>
            <li>
              <Link to={AGENT_LINKS.apply}>{t('roles.applyVehicles')}</Link>
            </li>
          </ul>
        </section>
      </div>
    </section>
  );
}
